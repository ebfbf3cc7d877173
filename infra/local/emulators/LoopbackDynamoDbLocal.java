import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * Starts DynamoDB Local listening on 127.0.0.1 only.
 *
 * DynamoDB Local has no option for its listen address: its own main binds Jetty to every
 * interface, so anyone on the same network could read the table. This launcher takes the same
 * command-line arguments, builds the server with DynamoDB Local's public ServerRunner, sets the
 * host of its Jetty connector before it starts, and runs it. Run with Java's single-file source
 * launcher (`java -cp <jar>:<lib>/* LoopbackDynamoDbLocal.java …`), so no build step is needed.
 */
public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    // The Jetty server is a private field without accessor; reflection is the only way in.
    Field serverField = DynamoDBProxyServer.class.getDeclaredField("server");
    serverField.setAccessible(true);
    Server jetty = (Server) serverField.get(proxy);
    for (Connector connector : jetty.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
    proxy.join();
  }
}
